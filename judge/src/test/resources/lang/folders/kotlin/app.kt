fun main(args: Array<String>) {
    val (a, b) = readLine()!!.trim().split(Regex("\\s+")).map { it.toInt() }
    println(add(a, b))
}
