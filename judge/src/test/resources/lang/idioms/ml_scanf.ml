let () =
  let n = Scanf.scanf " %d" (fun x -> x) in
  let s = ref 0 in
  for _ = 1 to n do
    s := !s + Scanf.scanf " %d" (fun x -> x)
  done;
  Printf.printf "%d\n" !s
