(* The dummy client of the push game in OCaml: a uniformly random legal push each turn.
   Protocol (docs/rules.md, section 2): read 1 or 2; on its turn write a move such as 15B (the
   line, then the side the stone enters from: H top, B bottom, G left, D right) and flush; read
   each opponent move the same way (the letter may come first, in either case); a token starting
   with F ends the game. Optional arguments: N K (board size, k); without them, the board the
   referee announces (ARBITRE_BOARD=15x15, ARBITRE_K=5) and the opening it played
   (ARBITRE_OPENING: moves such as 8H, player 1's first). *)

let sides = "HBGD"

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

let () =
  let args = Array.to_list Sys.argv |> List.tl in
  let n =
    match args, Sys.getenv_opt "ARBITRE_BOARD" with
    | [], Some b -> (match String.index_opt b 'x' with Some i -> int_of_string (String.sub b 0 i) | None -> 15)
    | size :: _ :: _, _ -> int_of_string size
    | _ -> 15
  in
  let cell = Array.make (n * n) 0 in
  (* a move m = side * n + line (0-based): side 0 H (down), 1 B (up), 2 G (right), 3 D (left) *)
  let entry m =
    let l = m mod n in
    match m / n with 0 -> l | 1 -> (n - 1) * n + l | 2 -> l * n | _ -> l * n + n - 1
  in
  let step m = match m / n with 0 -> n | 1 -> -n | 2 -> 1 | _ -> -1 in
  (* the first empty cell of the line from its entry, or -1 when the line is full *)
  let first_empty m =
    let rec go p i = if i = n then -1 else if cell.(p) = 0 then p else go (p + step m) (i + 1) in
    go (entry m) 0
  in
  let push m who =
    let e = first_empty m in
    if e >= 0 then begin
      let st = step m and en = entry m in
      let p = ref e in
      while !p <> en do
        cell.(!p) <- cell.(!p - st);
        p := !p - st
      done;
      cell.(en) <- who
    end
  in
  (* a move token (15B, B15, 15b) as side * n + line; -1 at the end (F..., end of input), -2 when unreadable *)
  let parse t =
    if t = "" || Char.uppercase_ascii t.[0] = 'F' then -1
    else
      let t = String.uppercase_ascii t in
      let len = String.length t in
      let side, digits =
        match String.index_opt sides t.[0] with
        | Some s -> (s, String.sub t 1 (len - 1))
        | None -> ((match String.index_opt sides t.[len - 1] with Some s -> s | None -> -1), String.sub t 0 (len - 1))
      in
      match int_of_string_opt digits with
      | Some line when side >= 0 && line >= 1 && line <= n -> side * n + line - 1
      | _ -> -2
  in
  let opening =
    if args <> [] then []
    else Str.split (Str.regexp "[ \t\n]+") (Option.value (Sys.getenv_opt "ARBITRE_OPENING") ~default:"")
  in
  List.iteri (fun i t -> let m = parse t in if m >= 0 then push m (i mod 2 + 1)) opening;
  Random.self_init ();
  let me = match int_of_string_opt (next_token ()) with Some v -> v | None -> -1 in
  if me = 1 || me = 2 then begin
    (* after an opening, whoever is to move *)
    let my_turn = ref ((me = 1) = (List.length opening mod 2 = 0)) in
    let over = ref false in
    while not !over do
      if !my_turn then begin
        let legal = List.filter (fun m -> first_empty m >= 0) (List.init (4 * n) Fun.id) in
        if legal <> [] then begin
          let m = List.nth legal (Random.int (List.length legal)) in
          push m me;
          Printf.printf "%d%c\n%!" (m mod n + 1) sides.[m / n]
        end
      end;
      let m = parse (next_token ()) in
      if m = -1 then over := true else if m >= 0 then push m (3 - me);
      my_turn := true
    done
  end
