fun main() {
    println(x)
}
