fun main() {
    var i = 0L
    while (true) { i++ }
}
