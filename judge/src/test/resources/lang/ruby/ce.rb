puts(1 +
