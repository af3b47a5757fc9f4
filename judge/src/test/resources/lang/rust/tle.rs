fn main() {
    let mut i: u64 = 0;
    loop {
        i = i.wrapping_mul(6364136223846793005).wrapping_add(1);
        if i == 42 {
            println!("{}", i);
        }
    }
}
