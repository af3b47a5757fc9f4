// A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
import java.util.Random
import java.util.Scanner
import kotlin.system.exitProcess

val input = Scanner(System.`in`)

/** The next integer; exits at the end message (a token starting with F) or the end of input. */
fun next(): Int {
    if (!input.hasNext()) exitProcess(0)
    val t = input.next()
    if (t.startsWith("F")) exitProcess(0)
    return t.toInt()
}

fun main(args: Array<String>) {
    val b = (System.getenv("ARBITRE_BOARD") ?: "20x20").split("x").map { it.toInt() }
    val w = b[0]
    val h = b[1]
    val taken = BooleanArray(w * h)
    val rng = Random()
    var turn = next() == 1
    for (left in w * h downTo 1) {
        if (turn) {
            var c = rng.nextInt(w * h)
            while (taken[c]) c = rng.nextInt(w * h)
            taken[c] = true
            println(c % w + 1)
            println(c / w + 1)
            System.out.flush()
        } else {
            val x = next()
            val y = next()
            taken[(y - 1) * w + x - 1] = true
        }
        turn = !turn
    }
    next()
}
