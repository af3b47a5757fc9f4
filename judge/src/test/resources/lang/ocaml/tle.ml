let () =
  let i = ref 0 in
  while true do incr i done;
  print_int !i
