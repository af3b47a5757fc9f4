{ The dummy client of the m,n,k game in Free Pascal: a uniformly random legal move each turn.
  Protocol (docs/rules.md, section 1): read 1 or 2; on its turn write x then y (1-based column,
  row), one per line, and flush; read each opponent move as x then y; a token starting with F
  ends the game. Optional arguments: W H K (board width, height, k); without them, the board the
  referee announces (ARBITRE_BOARD=20x20, ARBITRE_K=6) and the opening it played
  (ARBITRE_OPENING: x y pairs, player 1's first). }
program MnkRandom;

{$mode objfpc}{$H+}

uses
  SysUtils;

var
  Width: longint = 20;
  Height: longint = 20;
  Taken: array of boolean;
  FreeCells: longint;

{ The next whitespace-separated token of the input, '' at its end. }
function NextToken: string;
var
  c: char;
begin
  Result := '';
  while not Eof(Input) do
  begin
    Read(c);
    if c in [' ', #9, #10, #13] then
    begin
      if Result <> '' then
        Exit;
    end
    else
      Result := Result + c;
  end;
end;

{ The next integer, or -1 when the game is over (end message, end of input, garbage). }
function NextInt: longint;
var
  t: string;
  code: integer;
begin
  t := NextToken;
  if (t = '') or (t[1] = 'F') then
    Exit(-1);
  Val(t, Result, code);
  if code <> 0 then
    Result := -1;
end;

procedure Take(x, y: longint);
begin
  if (x >= 1) and (x <= Width) and (y >= 1) and (y <= Height) and not Taken[(y - 1) * Width + x - 1] then
  begin
    Taken[(y - 1) * Width + x - 1] := True;
    Dec(FreeCells);
  end;
end;

{ Marks the moves of the referee's opening; returns how many there were. }
function PlayOpening: longint;
var
  words: TStringArray;
  i: longint;
begin
  Result := 0;
  words := Trim(GetEnvironmentVariable('ARBITRE_OPENING')).Split([' ', #9, #10], TStringSplitOptions.ExcludeEmpty);
  i := 0;
  while i + 1 < Length(words) do
  begin
    Take(StrToInt(words[i]), StrToInt(words[i + 1]));
    Inc(Result);
    Inc(i, 2);
  end;
end;

var
  board: string;
  me, pick, cell, x, y, openingMoves: longint;
  myTurn: boolean;
begin
  board := GetEnvironmentVariable('ARBITRE_BOARD');
  if (ParamCount = 0) and (Pos('x', board) > 0) then
  begin
    Width := StrToIntDef(Copy(board, 1, Pos('x', board) - 1), Width);
    Height := StrToIntDef(Copy(board, Pos('x', board) + 1, Length(board)), Height);
  end;
  if ParamCount >= 3 then
  begin
    Width := StrToInt(ParamStr(1));
    Height := StrToInt(ParamStr(2));
  end;
  Randomize;
  SetLength(Taken, Width * Height);
  FreeCells := Width * Height;
  openingMoves := 0;
  if ParamCount = 0 then
    openingMoves := PlayOpening;
  me := NextInt;
  if (me <> 1) and (me <> 2) then
    Exit;
  myTurn := (me = 1) = (openingMoves mod 2 = 0); { after an opening, whoever is to move }
  while FreeCells > 0 do
  begin
    if myTurn then
    begin
      pick := Random(FreeCells); { the pick-th free cell, uniformly }
      cell := 0;
      while Taken[cell] or (pick > 0) do
      begin
        if not Taken[cell] then
          Dec(pick);
        Inc(cell);
      end;
      Take(cell mod Width + 1, cell div Width + 1);
      WriteLn(cell mod Width + 1);
      WriteLn(cell div Width + 1);
      Flush(Output);
    end
    else
    begin
      x := NextInt;
      if x < 0 then
        Exit;
      y := NextInt;
      if y < 0 then
        Exit;
      Take(x, y);
    end;
    myTurn := not myTurn;
  end;
  NextInt; { the board is full: wait for the end message, then leave }
end.
