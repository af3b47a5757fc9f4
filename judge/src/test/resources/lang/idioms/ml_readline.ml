let () =
  let n = int_of_string (String.trim (read_line ())) in
  let s = ref 0 and c = ref 0 in
  (try
     while !c < n do
       let line = read_line () in
       List.iter (fun w -> if w <> "" then begin s := !s + int_of_string w; incr c end)
         (Str.split (Str.regexp "[ \t]+") line)
     done
   with End_of_file -> ());
  print_int !s; print_newline ()
