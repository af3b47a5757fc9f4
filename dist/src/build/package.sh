#!/usr/bin/env bash
# Makes, under TARGET (dist/target): arbitre-VERSION.tar.gz, the tool as a folder to unpack
# anywhere, and arbitre_DEBVERSION_all.deb, the Debian package (with dpkg-deb; skipped with a
# message when dpkg-deb is missing). Called by dist/pom.xml at package with VERSION JAR TARGET,
# after the man pages (TARGET/man) and the bash completion (TARGET/completion) are generated.
set -euo pipefail
version="$1" jar="$2" target="$3"
dist="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)" # the dist module
root="$(cd "$dist/.." && pwd)"                               # the repository
name="arbitre-$version"
# reproducible archives: files dated at the last commit (or now outside a git checkout)
epoch="${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}"

[ -f "$jar" ] || { echo "package: $jar not found (build the server module first)" >&2; exit 1; }
ls "$target"/man/*.1 >/dev/null 2>&1 || { echo "package: no man page in $target/man" >&2; exit 1; }

# --- the archive -------------------------------------------------------------------------------
stage="$target/archive"
rm -rf "$stage"
top="$stage/$name"
mkdir -p "$top/bin" "$top/lib" "$top/share/man/man1" "$top/share/bash-completion/completions"
install -m 0755 "$dist/src/main/dist/bin/arbitre" "$top/bin/arbitre"
install -m 0644 "$jar" "$top/lib/arbitre.jar"
install -m 0644 "$target"/man/*.1 "$top/share/man/man1/"
install -m 0644 "$target/completion/arbitre" "$top/share/bash-completion/completions/arbitre"
for f in LICENSE README.md CHANGELOG.md; do
  [ -f "$root/$f" ] && install -m 0644 "$root/$f" "$top/$f"
done
cp -R "$root/docs" "$top/docs"
chmod -R u+rwX,go+rX,go-w "$top"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" \
  | gzip -9n >"$target/$name.tar.gz"
echo "package: $target/$name.tar.gz"

# --- the Debian package ------------------------------------------------------------------------
if ! command -v dpkg-deb >/dev/null 2>&1; then
  echo "package: dpkg-deb not found, the Debian package is not built (Debian: apt-get install dpkg)" >&2
  exit 0
fi
deb_version="${version//-/\~}" # 0.1.0-SNAPSHOT sorts before 0.1.0: 0.1.0~SNAPSHOT
maintainer="${ARBITRE_DEB_MAINTAINER:-Arbitre maintainers <arbitre@example.org>}"
deb="$target/deb"
rm -rf "$deb"
share="$deb/usr/share/arbitre"
mkdir -p "$deb/DEBIAN" "$share/bin" "$share/lib" "$deb/usr/bin" "$deb/usr/share/man/man1" \
  "$deb/usr/share/bash-completion/completions" "$deb/usr/share/doc/arbitre" "$deb/lib/systemd/system" "$deb/etc/default"
install -m 0755 "$dist/src/main/dist/bin/arbitre" "$share/bin/arbitre"
install -m 0644 "$jar" "$share/lib/arbitre.jar"
ln -s ../share/arbitre/bin/arbitre "$deb/usr/bin/arbitre"
for page in "$target"/man/*.1; do
  gzip -9n <"$page" >"$deb/usr/share/man/man1/$(basename "$page").gz"
done
install -m 0644 "$target/completion/arbitre" "$deb/usr/share/bash-completion/completions/arbitre"
install -m 0644 "$dist/src/main/deb/arbitre-server.service" "$dist/src/main/deb/arbitre-worker@.service" "$deb/lib/systemd/system/"
install -m 0644 "$dist/src/main/deb/default" "$deb/etc/default/arbitre"
sed "s/@YEAR@/$(date -u -d "@$epoch" +%Y)/" "$dist/src/main/deb/copyright" >"$deb/usr/share/doc/arbitre/copyright"
install -m 0644 "$root/README.md" "$deb/usr/share/doc/arbitre/README.md"
[ -f "$root/CHANGELOG.md" ] && gzip -9n <"$root/CHANGELOG.md" >"$deb/usr/share/doc/arbitre/CHANGELOG.md.gz"
# the Debian changelog: one entry for this version (the project's history is CHANGELOG.md)
{
  echo "arbitre ($deb_version) unstable; urgency=medium"
  echo
  echo "  * Arbitre $version, built from the project's sources."
  echo
  echo " -- $maintainer  $(date -R -u -d "@$epoch")"
} | gzip -9n >"$deb/usr/share/doc/arbitre/changelog.gz"
for script in postinst prerm postrm; do
  install -m 0755 "$dist/src/main/deb/$script" "$deb/DEBIAN/$script"
done
echo /etc/default/arbitre >"$deb/DEBIAN/conffiles"
size="$(du -sk --exclude=DEBIAN "$deb" | cut -f 1)"
sed -e "s/@DEB_VERSION@/$deb_version/" -e "s/@MAINTAINER@/$maintainer/" -e "s/@INSTALLED_SIZE@/$size/" \
  "$dist/src/main/deb/control" >"$deb/DEBIAN/control"
(cd "$deb" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z | xargs -0 md5sum) >"$deb/DEBIAN/md5sums"
chmod 0644 "$deb/DEBIAN/md5sums" "$deb/DEBIAN/conffiles" "$deb/DEBIAN/control"
find "$deb" -type d -exec chmod 0755 {} +
find "$deb" -exec touch -h -d "@$epoch" {} +
# gzip, not the default xz: the jar inside is compressed already, and xz spends ~20 s of CPU on it
SOURCE_DATE_EPOCH="$epoch" dpkg-deb -Zgzip --build --root-owner-group "$deb" "$target/arbitre_${deb_version}_all.deb" >/dev/null
echo "package: $target/arbitre_${deb_version}_all.deb"
