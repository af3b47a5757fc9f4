program mle;
var p: PByte;
begin
  p := GetMem(256 shl 20);
  FillChar(p^, 256 shl 20, 1);
  writeln(p[12345]);
end.
