let () = Scanf.scanf " %d %d" (fun a b -> print_int (Zadd.add a b); print_newline ())
