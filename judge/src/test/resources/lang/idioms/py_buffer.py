import sys
def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(sum(int(x) for x in data[1:1+n]))
if __name__ == "__main__":
    main()
