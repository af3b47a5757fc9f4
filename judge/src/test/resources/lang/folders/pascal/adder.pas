unit Adder;

interface

function Add(a, b: longint): longint;

implementation

function Add(a, b: longint): longint;
begin
  Add := a + b;
end;

end.
