{ A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens. }
program Mnk;

uses
  SysUtils;

{ The next integer; halts at the end message (a token starting with F) or the end of input. }
function Next: longint;
var
  t: string;
  c: char;
begin
  t := '';
  while not Eof(Input) do
  begin
    Read(c);
    if c in [' ', #9, #10, #13] then
    begin
      if t <> '' then
        Break;
    end
    else
      t := t + c;
  end;
  if (t = '') or (t[1] = 'F') then
    Halt(0);
  Result := StrToInt(t);
end;

var
  b: string;
  w, h, c, x, y, left: longint;
  taken: array of boolean;
  turn: boolean;
begin
  b := GetEnvironmentVariable('ARBITRE_BOARD');
  w := 20;
  h := 20;
  if Pos('x', b) > 0 then
  begin
    w := StrToInt(Copy(b, 1, Pos('x', b) - 1));
    h := StrToInt(Copy(b, Pos('x', b) + 1, Length(b)));
  end;
  SetLength(taken, w * h);
  Randomize;
  turn := Next = 1;
  for left := w * h downto 1 do
  begin
    if turn then
    begin
      repeat
        c := Random(w * h);
      until not taken[c];
      taken[c] := True;
      WriteLn(c mod w + 1);
      WriteLn(c div w + 1);
      Flush(Output);
    end
    else
    begin
      x := Next;
      y := Next;
      taken[(y - 1) * w + x - 1] := True;
    end;
    turn := not turn;
  end;
  Next;
end.
