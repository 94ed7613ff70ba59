#!/bin/sh
# Fetches kiwisolver's source distribution from PyPI and builds the kiwi baseline against
# its headers. Nothing here is committed: the sources and the binary go to .vendor/.
set -eu
cd "$(dirname "$0")"
mkdir -p .vendor
if [ ! -d .vendor/kiwi ]; then
    pip download --no-deps --no-binary :all: kiwisolver -d .vendor/download
    tar -xzf .vendor/download/kiwisolver-*.tar.gz -C .vendor/download
    cp -R .vendor/download/kiwisolver-*/kiwi .vendor/kiwi
fi
c++ -O2 -std=c++17 -I .vendor kiwi-rows.cpp -o .vendor/kiwi-rows
echo "built .vendor/kiwi-rows"
