console.log(1 +);
