{ The dummy client of the push game in Free Pascal: a uniformly random legal push each turn.
  Protocol (docs/rules.md, section 2): read 1 or 2; on its turn write a move such as 15B (the
  line, then the side the stone enters from: H top, B bottom, G left, D right) and flush; read
  each opponent move the same way (the letter may come first, in either case); a token starting
  with F ends the game. Optional arguments: N K (board size, k); without them, the board the
  referee announces (ARBITRE_BOARD=15x15, ARBITRE_K=5) and the opening it played
  (ARBITRE_OPENING: moves such as 8H, player 1's first). }
program PushRandom;

{$mode objfpc}{$H+}

uses
  SysUtils;

const
  Sides = 'HBGD';

var
  N: longint = 15;
  Cell: array of longint;

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

{ A move m = side * N + line (0-based): side 0 H (down), 1 B (up), 2 G (right), 3 D (left). }
function Entry(m: longint): longint;
var
  s, l: longint;
begin
  s := m div N;
  l := m mod N;
  case s of
    0: Result := l;
    1: Result := (N - 1) * N + l;
    2: Result := l * N;
  else
    Result := l * N + N - 1;
  end;
end;

function Step(m: longint): longint;
begin
  case m div N of
    0: Result := N;
    1: Result := -N;
    2: Result := 1;
  else
    Result := -1;
  end;
end;

{ The first empty cell of the line from its entry, or -1 when the line is full. }
function FirstEmpty(m: longint): longint;
var
  p, i: longint;
begin
  p := Entry(m);
  for i := 0 to N - 1 do
  begin
    if Cell[p] = 0 then
      Exit(p);
    p := p + Step(m);
  end;
  Result := -1;
end;

procedure Push(m, who: longint);
var
  e, p, st, en: longint;
begin
  e := FirstEmpty(m);
  if e < 0 then
    Exit;
  st := Step(m);
  en := Entry(m);
  p := e;
  while p <> en do
  begin
    Cell[p] := Cell[p - st];
    p := p - st;
  end;
  Cell[en] := who;
end;

{ A move token (15B, B15, 15b) as side * N + line; -1 at the end (F..., end of input), -2 when unreadable. }
function ParseMove(t: string): longint;
var
  side, line: longint;
begin
  if (t = '') or (UpCase(t[1]) = 'F') then
    Exit(-1);
  t := UpperCase(t);
  side := Pos(t[1], Sides);
  if side > 0 then
    Delete(t, 1, 1)
  else
  begin
    side := Pos(t[Length(t)], Sides);
    Delete(t, Length(t), 1);
  end;
  line := StrToIntDef(t, -1);
  if (side = 0) or (line < 1) or (line > N) then
    Exit(-2);
  Result := (side - 1) * N + line - 1;
end;

var
  board, t: string;
  words: TStringArray;
  me, m, count, i, openingMoves: longint;
  legal: array of longint;
  myTurn: boolean;
begin
  board := GetEnvironmentVariable('ARBITRE_BOARD');
  if (ParamCount = 0) and (Pos('x', board) > 0) then
    N := StrToIntDef(Copy(board, 1, Pos('x', board) - 1), N);
  if ParamCount >= 2 then
    N := StrToInt(ParamStr(1));
  Randomize;
  SetLength(Cell, N * N);
  SetLength(legal, 4 * N);
  openingMoves := 0;
  if ParamCount = 0 then
  begin
    words := Trim(GetEnvironmentVariable('ARBITRE_OPENING')).Split([' ', #9, #10], TStringSplitOptions.ExcludeEmpty);
    for i := 0 to Length(words) - 1 do
      Push(ParseMove(words[i]), i mod 2 + 1);
    openingMoves := Length(words);
  end;
  t := NextToken;
  me := StrToIntDef(t, -1);
  if (me <> 1) and (me <> 2) then
    Exit;
  myTurn := (me = 1) = (openingMoves mod 2 = 0); { after an opening, whoever is to move }
  while True do
  begin
    if myTurn then
    begin
      count := 0;
      for m := 0 to 4 * N - 1 do
        if FirstEmpty(m) >= 0 then
        begin
          legal[count] := m;
          Inc(count);
        end;
      if count > 0 then
      begin
        m := legal[Random(count)];
        Push(m, me);
        WriteLn(m mod N + 1, Sides[m div N + 1]);
        Flush(Output);
      end;
    end;
    m := ParseMove(NextToken);
    if m = -1 then
      Exit;
    if m >= 0 then
      Push(m, 3 - me);
    myTurn := True;
  end;
end.
