fn main() {
    println!("{}", x);
}
