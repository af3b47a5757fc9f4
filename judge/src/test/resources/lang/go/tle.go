package main

func main() {
	i := 0
	for {
		i++
	}
}
