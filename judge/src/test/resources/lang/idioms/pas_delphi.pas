{$mode delphi}
program Sum;
uses SysUtils, Math, Classes;
var
  n, i: Integer;
  x, s: Int64;
  sl: TStringList;
begin
  sl := TStringList.Create;
  try
    readln(n);
    s := 0;
    for i := 1 to n do
    begin
      read(x);
      s := s + x;
    end;
    writeln(IntToStr(s));
  finally
    sl.Free;
  end;
end.
