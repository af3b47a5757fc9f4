program Sum;

uses
  Adder;

var
  a, b: longint;
begin
  ReadLn(a, b);
  WriteLn(Add(a, b));
end.
