package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	sc.Split(bufio.ScanWords)
	sc.Scan()
	n, _ := strconv.Atoi(sc.Text())
	var s int64
	for i := 0; i < n; i++ {
		sc.Scan()
		x, _ := strconv.ParseInt(sc.Text(), 10, 64)
		s += x
	}
	fmt.Println(s)
}
