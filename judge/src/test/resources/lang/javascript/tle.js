let i = 0;
for (;;) i++;
