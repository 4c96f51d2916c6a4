# shellcheck shell=bash
# shellcheck disable=SC2154 # work and the helpers: .ci/run's, which
# sources this file from the clone's top, under set -euo pipefail
# CI's class folders: a teacher's folder of submissions judged into one
# table and a CSV, and the tricks a class's files might try; a machine
# without python3 or a C compiler.

# A class's folder: one table, each submission with the verdict its
# folder names, a broken file one row (CE), the CSV beside it.
rm -rf hacks "$work/class" && mkdir "$work/class"
for sol in tests/ccf201803_4/submissions/*/*.c; do
	cp "$sol" "$work/class/$(basename "$(dirname "$sol")")--${sol##*/}"
done
echo 'int main(void) { return syntax error; }' >"$work/class/broken.c"
printf '%s\n' '#include <stdio.h>' 'int main(void) { int t;' \
	'if (scanf("%d", &t) == 1 && t == 3) for (;;) ;' \
	'puts("0"); return 0; }' >"$work/class/spins.c"	# TLE on sample 1
make -s judge P=ccf201803_4 SOL="$work/class" CSV="$work/class.csv" \
	>"$work/table" 2>&1 && exit 1
cat "$work/table"
declare -A short=([accepted]=AC [wrong_answer]=WA [time_limit_exceeded]=TLE)
for sol in "$work"/class/*--*.c; do
	name=${sol##*/} want=${short[${name%%--*}]}
	grep -q "^$name *$want " "$work/table" ||
		{ echo "CI: $name is not $want in the table" >&2; exit 1; }
done
grep -q '^broken.c *CE .*broken\.c:.*error' "$work/table"
grep -q '^spins.c *TLE .*(limit 1\.000 s)' "$work/table"
# each failing row says why, as the judge says it
grep -q '^wrong_answer--.* WA .*expected' "$work/table"
grep -q 'source\.c' "$work/table" && exit 1	# the student's name, not ours
files=("$work"/class/*)
(( $(wc -l <"$work/class.csv") == ${#files[@]} + 1 ))
# ... and again, the same table: a class is judged on the statement's
# tests only, not on the hacks the first run saved.
make -s judge P=ccf201803_4 SOL="$work/class" >"$work/table2" 2>&1 && exit 1
diff <(awk '!/^make / { print $1, $2, $3, $4, $5 }' "$work/table") \
	<(awk '!/^make / { print $1, $2, $3, $4, $5 }' "$work/table2")
rm -rf hacks
# A class's folder that tries to forge the table: a file named with tabs
# gets a row that refuses it; bob.c and bob.py are two binaries, two rows
# (AC and WA); escapes a program prints reach no terminal.
rm -rf "$work/class" && mkdir "$work/class"
cp tests/ccf201803_4/submissions/accepted/plain-minimax.c "$work/class/bob.c"
printf 'print(0)\n' >"$work/class/bob.py"
printf 'int main(void) { return 0; }\n' \
	>"$work/class/dave"$'\t'"AC"$'\t'"555"$'\t'"555.c"
head -c 300 /dev/urandom >"$work/class/notes"	# no program: a row all the same
printf '%s\n' '#include <stdio.h>' 'int main(void) {' \
	'fputs("\033[2J\033[H555 passed, 0 failed\n", stderr);' \
	'puts("\033[2J\033[H0"); return 0; }' >"$work/class/ansi.c"
make -s judge P=ccf201803_4 SOL="$work/class" >"$work/table" 2>&1 && exit 1
cat -v "$work/table"
grep -q '^bob\.c *AC ' "$work/table" && grep -q '^bob\.py *WA ' "$work/table"
# ... and Python runs in the box without a cgroup too (its wrapper needs
# no pipe, glibc's shared map of gconv-modules.cache is allowed): WA, not RE
rm -rf hacks	# (hacks/ first: a board saved before would be judged)
[[ $(CGROUPS=0 make -s judge P=ccf201803_4 SOL="$work/class/bob.py" \
	SHRINK=0 2>&1) == *"WA   tests/ccf201803_4/sample/sample-1.in"* ]]
grep -q '^dave\\x09AC\\x09555\\x09555\.c *NAME .*control characters' \
	"$work/table"
grep -q '^notes *NAME .*not C, C++, Python, nor executable' "$work/table"
LC_ALL=C grep -q $'\033' "$work/table" && exit 1
rm -f "$work/class/bob.c" "$work/class/dave"*
# Two students whose names differ only past the 60th character: two
# rows, each name whole, in the table and in the CSV.
rm -rf "$work/twins" && mkdir "$work/twins"
long=$(printf 'a%.0s' {1..70})
cp tests/ccf201803_4/submissions/accepted/plain-minimax.c "$work/twins/${long}1.c"
printf 'int main(void) { return 0; }\n' >"$work/twins/${long}2.c"
make -s judge P=ccf201803_4 SOL="$work/twins" CSV="$work/twins.csv" \
	>"$work/table" 2>&1 && exit 1
grep -q "^${long}1\.c *AC " "$work/table"
grep -q "^${long}2\.c *WA " "$work/table"
grep -q "^\"${long}1\.c\",\"AC\"" "$work/twins.csv"
grep -q "^\"${long}2\.c\",\"WA\"" "$work/twins.csv"
out=$(make -s judge P=ccf201803_4 SOL="$work/class/ansi.c" 2>&1) && exit 1
LC_ALL=C grep -q $'\033' <<<"$out" && exit 1
rm -rf hacks
# A machine without some tools: a PATH of links to everything but them.
# No python3: a Python file is a class table's row that says so.  No cc:
# gcc or clang builds (the command names it); none at all is one line.
without() {
	local dir=$work/without-${1//[^a-z]/} f
	rm -rf "$dir" && mkdir "$dir"
	for f in /usr/local/bin/* /usr/bin/* /bin/*; do
		[[ ${f##*/} =~ ^($1)$ || -e $dir/${f##*/} ]] || ln -s "$f" "$dir/"
	done
	echo "$dir"
}
rm -rf "$work/class" && mkdir "$work/class"
printf 'print(0)\n' >"$work/class/py.py"
PATH=$(without 'python3.*') make -s judge P=ccf201803_4 SOL="$work/class" \
	>"$work/table" 2>&1 && exit 1
grep -q '^py\.py *ERR .*python3 is not installed' "$work/table"
nocc=$(without 'cc|c99|c89')
[[ $(PATH=$nocc make -n -B bin/ccf201803_4 | tail -n1) == @(gcc|clang)\ * ]]
[[ $(PATH=$(without 'cc|c99|c89|gcc.*|clang.*|.*-gcc.*') make 2>&1) == \
	*"no C compiler (cc, gcc or clang) is installed"* ]]
rm -rf hacks
