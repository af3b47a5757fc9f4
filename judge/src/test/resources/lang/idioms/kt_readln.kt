fun main() {
    val n = readln().trim().toInt()
    var s = 0L
    var c = 0
    while (c < n) {
        val line = readlnOrNull() ?: break
        for (w in line.split(' ').filter { it.isNotEmpty() }) { s += w.toLong(); c++ }
    }
    println(s)
}
