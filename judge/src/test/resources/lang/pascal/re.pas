program re;
var a, b: longint;
begin
  readln(a, b);
  writeln(a div (b - 4));
end.
