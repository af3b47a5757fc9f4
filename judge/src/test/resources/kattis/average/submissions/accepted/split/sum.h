long long sum(long long n);
