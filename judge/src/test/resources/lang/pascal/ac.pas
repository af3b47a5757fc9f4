program ac;
var a, b: longint;
begin
  readln(a, b);
  writeln(a + b);
end.
