var n, i, x: longint; s: int64;
begin
  read(n); s := 0;
  for i := 1 to n do begin read(x); inc(s, x) end;
  writeln(s)
end.
