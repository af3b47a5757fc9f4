program sum;
var n, i: longint;
    x, s: int64;
begin
  readln(n);
  s := 0;
  for i := 1 to n do
  begin
    read(x);
    s := s + x;
  end;
  writeln(s);
end.
