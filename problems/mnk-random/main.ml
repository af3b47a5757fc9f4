(* The dummy client of the m,n,k game in OCaml: a uniformly random legal move each turn.
   Protocol (docs/rules.md, section 1): read 1 or 2; on its turn write x then y (1-based column,
   row), one per line, and flush; read each opponent move as x then y; a token starting with F
   ends the game. Optional arguments: W H K (board width, height, k); without them, the board the
   referee announces (ARBITRE_BOARD=20x20, ARBITRE_K=6) and the opening it played
   (ARBITRE_OPENING: x y pairs, player 1's first). *)

let width = ref 20
let height = ref 20

(* The next whitespace-separated token of the input, "" at its end. *)
let next_token () =
  let buf = Buffer.create 8 in
  let rec go () =
    match input_char stdin with
    | ' ' | '\t' | '\n' | '\r' -> if Buffer.length buf = 0 then go ()
    | c -> Buffer.add_char buf c; go ()
    | exception End_of_file -> ()
  in
  go ();
  Buffer.contents buf

(* The next integer, or -1 when the game is over (end message, end of input, garbage). *)
let next_int () =
  let t = next_token () in
  if t = "" || t.[0] = 'F' then -1
  else match int_of_string_opt t with Some v -> v | None -> -1

let words s = Str.split (Str.regexp "[ \t\n]+") s

let () =
  let args = Array.to_list Sys.argv |> List.tl in
  (match args, Sys.getenv_opt "ARBITRE_BOARD" with
   | [], Some b ->
     (match String.index_opt b 'x' with
      | Some i ->
        width := int_of_string (String.sub b 0 i);
        height := int_of_string (String.sub b (i + 1) (String.length b - i - 1))
      | None -> ())
   | w :: h :: _ :: _, _ -> width := int_of_string w; height := int_of_string h
   | _ -> ());
  Random.self_init ();
  let taken = Array.make (!width * !height) false in
  let free = ref (!width * !height) in
  let take x y =
    let c = (y - 1) * !width + x - 1 in
    if x >= 1 && x <= !width && y >= 1 && y <= !height && not taken.(c) then begin
      taken.(c) <- true;
      decr free
    end
  in
  let opening =
    if args <> [] then []
    else words (Option.value (Sys.getenv_opt "ARBITRE_OPENING") ~default:"") |> List.map int_of_string in
  let rec play_opening = function
    | x :: y :: rest -> take x y; 1 + play_opening rest
    | _ -> 0
  in
  let opening_moves = play_opening opening in
  let me = next_int () in
  if me = 1 || me = 2 then begin
    (* after an opening, whoever is to move *)
    let my_turn = ref ((me = 1) = (opening_moves mod 2 = 0)) in
    let over = ref false in
    while not !over && !free > 0 do
      if !my_turn then begin
        let pick = ref (Random.int !free) in (* the pick-th free cell, uniformly *)
        let cell = ref 0 in
        while taken.(!cell) || !pick > 0 do
          if not taken.(!cell) then decr pick;
          incr cell
        done;
        let x = !cell mod !width + 1 and y = !cell / !width + 1 in
        take x y;
        Printf.printf "%d\n%d\n%!" x y
      end else begin
        let x = next_int () in
        let y = if x < 0 then -1 else next_int () in
        if y < 0 then over := true else take x y
      end;
      my_turn := not !my_turn
    done;
    if not !over then ignore (next_int ()) (* the board is full: wait for the end message *)
  end
