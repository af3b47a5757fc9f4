// A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
package main

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"time"
)

var in = bufio.NewScanner(os.Stdin)

// next is the next integer; it exits at the end message (a token starting with F) or the end of input.
func next() int {
	if !in.Scan() || strings.HasPrefix(in.Text(), "F") {
		os.Exit(0)
	}
	n, _ := strconv.Atoi(in.Text())
	return n
}

func main() {
	in.Split(bufio.ScanWords)
	w, h := 20, 20
	if b := os.Getenv("ARBITRE_BOARD"); b != "" {
		fmt.Sscanf(b, "%dx%d", &w, &h)
	}
	rand.Seed(time.Now().UnixNano())
	taken := make([]bool, w*h)
	turn := next() == 1
	for left := w * h; left > 0; left-- {
		if turn {
			c := rand.Intn(w * h)
			for taken[c] {
				c = rand.Intn(w * h)
			}
			taken[c] = true
			fmt.Printf("%d\n%d\n", c%w+1, c/w+1)
		} else {
			x := next()
			y := next()
			taken[(y-1)*w+x-1] = true
		}
		turn = !turn
	}
	next()
}
