{ Othello, most discs flipped (regional contest 2007, level 2; docs/rules.md, section 5),
  in Free Pascal.

  Reads 8 lines of 8 integers (0 empty, 1 white, 2 black). White is to play. Prints "row col"
  (both numbered from 0, row first) of the empty cell whose move flips the most black discs,
  all eight directions summed, or the word "passe" when no move flips anything.

  Ties never occur in the official data; the first best cell in row-major order wins (the
  comparison is strict), as in Main.java. }
program Othello;

{$mode objfpc}{$H+}

const
  N = 8;
  EMPTY = 0;
  WHITE = 1;
  BLACK = 2;
  { The eight directions: row step and column step. }
  DR: array[0..7] of integer = (-1, -1, -1, 0, 0, 1, 1, 1);
  DC: array[0..7] of integer = (-1, 0, 1, -1, 1, -1, 0, 1);

type
  TBoard = array[0..N - 1, 0..N - 1] of integer;

var
  Board: TBoard;
  r, c, Flips, BestFlips, BestRow, BestCol: integer;

function Inside(i, j: integer): boolean;
begin
  Result := (i >= 0) and (i < N) and (j >= 0) and (j < N);
end;

{ Black discs flipped by a white disc on the empty cell (r, c), all directions summed: in each
  direction, the run of black discs is caught only if a white disc closes it. }
function CountFlips(const B: TBoard; r, c: integer): integer;
var
  d, i, j, Run: integer;
begin
  Result := 0;
  for d := 0 to 7 do
  begin
    i := r + DR[d];
    j := c + DC[d];
    Run := 0;
    while Inside(i, j) and (B[i, j] = BLACK) do
    begin
      Inc(Run);
      Inc(i, DR[d]);
      Inc(j, DC[d]);
    end;
    if (Run > 0) and Inside(i, j) and (B[i, j] = WHITE) then
      Inc(Result, Run);
  end;
end;

begin
  { Read skips any blanks and line ends between numbers, a CR of a CRLF file included. }
  for r := 0 to N - 1 do
    for c := 0 to N - 1 do
      Read(Board[r, c]);

  BestFlips := 0;
  BestRow := -1;
  BestCol := -1;
  for r := 0 to N - 1 do
    for c := 0 to N - 1 do
      if Board[r, c] = EMPTY then
      begin
        Flips := CountFlips(Board, r, c);
        if Flips > BestFlips then
        begin
          BestFlips := Flips;
          BestRow := r;
          BestCol := c;
        end;
      end;

  if BestFlips = 0 then
    WriteLn('passe')
  else
    WriteLn(BestRow, ' ', BestCol);
end.
