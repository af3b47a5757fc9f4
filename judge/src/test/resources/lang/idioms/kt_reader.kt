import java.io.*
import java.util.*

fun main(args: Array<String>) {
    val br = System.`in`.bufferedReader()
    val st = StringTokenizer(br.readText())
    val n = st.nextToken().toInt()
    var s = 0L
    repeat(n) { s += st.nextToken().toLong() }
    println(s)
}
