(* Othello, most discs flipped (regional contest 2007, level 2; docs/rules.md, section 5),
   in OCaml.

   Reads 8 lines of 8 integers (0 empty, 1 white, 2 black). White is to play. Prints "row col"
   (both numbered from 0, row first) of the empty cell whose move flips the most black discs,
   all eight directions summed, or the word "passe" when no move flips anything.

   Ties never occur in the official data; the first best cell in row-major order wins (the
   comparison is strict), as in Main.java. *)

let n = 8
let empty = 0
let white = 1
let black = 2

(* The eight directions as (row step, column step). *)
let directions =
  [ (-1, -1); (-1, 0); (-1, 1); (0, -1); (0, 1); (1, -1); (1, 0); (1, 1) ]

let inside i j = i >= 0 && i < n && j >= 0 && j < n

(* The " " of the format skips any whitespace, the '\r' of a CRLF file included. *)
let read_board () =
  Array.init n (fun _ -> Array.init n (fun _ -> Scanf.scanf " %d" (fun v -> v)))

(* Black discs flipped by a white disc on the empty cell (r, c), all directions summed: in each
   direction, the run of black discs is caught only if a white disc closes it. *)
let flips board r c =
  let in_direction (dr, dc) =
    let rec walk i j run =
      if inside i j && board.(i).(j) = black then walk (i + dr) (j + dc) (run + 1)
      else if run > 0 && inside i j && board.(i).(j) = white then run
      else 0
    in
    walk (r + dr) (c + dc) 0
  in
  List.fold_left (fun total d -> total + in_direction d) 0 directions

let () =
  let board = read_board () in
  (* best = (flips, row, col); strict ">" keeps the first best cell in row-major order. *)
  let best = ref (0, -1, -1) in
  for r = 0 to n - 1 do
    for c = 0 to n - 1 do
      if board.(r).(c) = empty then begin
        let f = flips board r c in
        let best_f, _, _ = !best in
        if f > best_f then best := (f, r, c)
      end
    done
  done;
  match !best with
  | 0, _, _ -> print_endline "passe"
  | _, r, c -> Printf.printf "%d %d\n" r c
