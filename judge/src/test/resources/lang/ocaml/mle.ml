let () =
  let b = Bytes.make (256 lsl 20) 'a' in
  print_char (Bytes.get b 12345)
