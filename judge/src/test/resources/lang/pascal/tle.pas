program tle;
var i: qword;
begin
  i := 0;
  while true do i := i + 1;
  writeln(i);
end.
