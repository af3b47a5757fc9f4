fun main() {
    val v = ByteArray(256 shl 20)
    for (i in v.indices step 4096) v[i] = 1
    println(v[12288])
}
