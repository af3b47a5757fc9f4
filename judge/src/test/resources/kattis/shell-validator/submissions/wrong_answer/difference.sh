#!/bin/bash
read -r a b
echo $((a - b))
