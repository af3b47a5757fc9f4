// Sums two numbers after making 480 MB of garbage, 8 MB at a time, beside 24 MB of live data:
// within a 64 MB limit only if the collector runs before the heap doubles (GOMEMLIMIT).
package main

import "fmt"

var sink []byte

func touch(v []byte) {
	for i := 0; i < len(v); i += 4096 {
		v[i] = 1
	}
}

func main() {
	live := make([]byte, 24<<20)
	touch(live)
	for i := 0; i < 60; i++ {
		sink = make([]byte, 8<<20)
		touch(sink)
	}
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Println(a+b+int(live[4096])-1)
}
