open Printf
let () =
  let t0 = Unix.gettimeofday () in
  ignore t0;
  let n = Scanf.scanf " %d" (fun x -> x) in
  let a = Array.init n (fun _ -> Scanf.scanf " %d" (fun x -> x)) in
  printf "%d\n" (Array.fold_left (+) 0 a)
