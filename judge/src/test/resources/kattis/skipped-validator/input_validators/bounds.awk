# two integers from 0 to 100 on one line (awk is not a language arbitre runs)
NR == 1 && NF == 2 && $1 >= 0 && $1 <= 100 && $2 >= 0 && $2 <= 100 { ok = 1; next }
{ ok = 0 }
END { exit ok && NR == 1 ? 42 : 43 }
