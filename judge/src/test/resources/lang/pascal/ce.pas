program ce;
begin
  writeln(x);
end.
