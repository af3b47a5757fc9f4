package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	writer := bufio.NewWriter(os.Stdout)
	defer writer.Flush()
	var n int
	fmt.Fscan(reader, &n)
	var s int64
	for i := 0; i < n; i++ {
		var x int64
		fmt.Fscan(reader, &x)
		s += x
	}
	fmt.Fprintln(writer, s)
}
