fun main() {
    val n = readLine()!!.trim().toInt()
    var s = 0L
    var c = 0
    while (c < n) {
        val line = readLine() ?: break
        for (w in line.split(" ")) if (w.isNotEmpty()) { s += w.toLong(); c++ }
    }
    println(s)
}
