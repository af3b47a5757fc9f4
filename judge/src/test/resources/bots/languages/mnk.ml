(* A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens. *)

(* The next integer; exits at the end message (a token starting with F) or the end of input. *)
let next () =
  match Scanf.scanf " %s" (fun t -> t) with
  | t when t = "" || t.[0] = 'F' -> exit 0
  | t -> int_of_string t
  | exception _ -> exit 0

let () =
  let w, h =
    match Sys.getenv_opt "ARBITRE_BOARD" with
    | Some b -> Scanf.sscanf b "%dx%d" (fun w h -> (w, h))
    | None -> (20, 20)
  in
  Random.self_init ();
  let taken = Array.make (w * h) false in
  let turn = ref (next () = 1) in
  for _ = 1 to w * h do
    if !turn then begin
      let c = ref (Random.int (w * h)) in
      while taken.(!c) do c := Random.int (w * h) done;
      taken.(!c) <- true;
      Printf.printf "%d\n%d\n%!" (!c mod w + 1) (!c / w + 1)
    end else begin
      let x = next () in
      let y = next () in
      taken.((y - 1) * w + x - 1) <- true
    end;
    turn := not !turn
  done;
  ignore (next ())
