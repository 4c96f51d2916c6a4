# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# hydro: a problem as HydroOJ's ProblemModel.import reads a folder of a
# zip (dist/package-hydro/: NAME/ and NAME.zip a problem, all.zip of them
# all, which one import takes), made from the legacy package:
#   problem.yaml       pid, title (a string: Hydro refuses another) and
#                      the source as a tag
#   problem_LANG.md    each statement as Markdown, samples in Hydro's
#                      fenced input1/output1 blocks (tools/front/tex2md)
#   testdata/          the secret tests as NAME.in and NAME.ans, and
#                      config.yaml: time, memory, file I/O (filename), the
#                      rule (tokens: testlib's wcmp; exact: Hydro's strict,
#                      which drops a CR at a line's end; a checker: ours,
#                      in Kattis's convention, checker_type kattis; an
#                      interactor: ours in testlib's, type interactive,
#                      tests/common/checker.h) and every case listed in
#                      subtasks: a group's, min, its points; a score a
#                      test, one sum of 100 (tests_subtasks: Hydro scores
#                      in whole points); all or nothing and pass-fail,
#                      one min of 100.
format_about="HydroOJ's import (a zip a problem, and all.zip)"
format_from=legacy

# convert_package FROM: this package from the legacy one in FROM.
convert_package() {
	local from=$1 tex lang in samples=("$tests"/sample/*.in)
	{ echo "pid: $name"
	  echo "title: $(yaml_string "$(field name)")"
	  echo "tag: [$(yaml_string "$(field source)")]"; } >"$pkg/problem.yaml"
	# an exchange shows an interactive problem's sample
	[[ $compare == interactive ]] &&
		samples=("$from"/data/sample/*.interaction)
	for tex in "$from"/problem_statement/problem.*.tex; do
		lang=${tex%.tex} lang=${lang##*.}
		"$here/tex2md" "$tex" "${samples[@]}" \
			>"$pkg/problem_$lang.md" || return 2
	done
	mkdir -p "$pkg/testdata" && cp "$from"/data/secret/* "$pkg/testdata/" ||
		return 2
	secret_count=$(compgen -G "$pkg/testdata/*.in" | wc -l)
	judge_files "$from" && hydro_config >"$pkg/testdata/config.yaml"
}

# judge_files FROM: the checker as it is; the interactor told testlib's
# convention, which Hydro runs (the program's output on its stdin, the
# verdict's word on stderr).
judge_files() {
	local dir=$1/output_validators
	case $compare in
	checker) cp "$dir/checker/checker.c" "$pkg/testdata/" ;;
	interactive)
		told TESTLIB_INTERACTOR "Hydro runs testlib's convention" \
			"$dir/interactor/interactor.c" >"$pkg/testdata/interactor.c" ;;
	esac
}

# hydro_config: testdata/config.yaml.
hydro_config() {
	echo "type: $([[ $compare == interactive ]] && echo interactive ||
		echo default)"
	echo "time: ${limit_ms}ms"
	echo "memory: ${limit_mib}m"
	[[ -n $io_name ]] && echo "filename: $io_name"
	case $compare in
	tokens) printf 'checker_type: testlib\nchecker: wcmp\n' ;;
	exact) echo "checker_type: strict" ;;
	checker) printf 'checker_type: kattis\nchecker: checker.c\n' ;;
	interactive) echo "interactor: interactor.c" ;;
	esac
	echo "subtasks:"
	if ! scored; then
		subtask 1 min 100 "$pkg"/testdata/*.in
	elif [[ $scoring == tests ]]; then
		tests_subtasks "$pkg"/testdata/*.in
	else
		groups_subtasks
	fi
}

# tests_subtasks CASE...: a score a test.  Up to 100 tests, one sum
# subtask of 100, which Hydro splits in whole points; past 100, whole
# points cannot weigh each test alike (some would be worth nothing): the
# tests in order in 100 one-point min subtasks, a subtask lost with any
# of its tests (two failures in one cost one point).
tests_subtasks() {
	local n=$# k
	if (( n <= 100 )); then
		subtask 1 sum 100 "$@"
		return
	fi
	local all=("$@") from to
	for ((k = 0; k < 100; k++)); do
		from=$((k * n / 100)) to=$(((k + 1) * n / 100))
		subtask $((k + 1)) min 1 "${all[@]:from:to - from}"
	done
}

# groups_subtasks: one min subtask a group of judging.groups, its points.
groups_subtasks() {
	local word k=0 names=() cases=()
	mapfile -t names < <(cd "$pkg/testdata" && for in in *.in; do
		echo "${in%.in}"; done)
	for word in $groups; do
		k=$((k + 1))
		mapfile -t cases < <(in_group "$k" "${names[@]}")
		subtask "$k" min "${word#*:}" "${cases[@]}"
	done
}

# subtask ID TYPE SCORE CASE...: one subtask, each CASE its NAME.in
# (or a path to it) and NAME.ans.
subtask() {
	local in
	printf '  - id: %d\n    type: %s\n    score: %d\n    cases:\n' \
		"$1" "$2" "$3"
	shift 3
	for in in "$@"; do
		in=${in##*/} in=${in%.in}
		printf '      - input: %s.in\n        output: %s.ans\n' "$in" \
			"$in"
	done
}

# gather_packages OUTDIR: all.zip, every problem's folder in one zip.
gather_packages() {
	local dirs=()
	mapfile -t dirs < <(cd "$1" && for d in */problem.yaml; do
		[[ -e $d ]] && echo "${d%/*}"; done)
	(( ${#dirs[@]} )) || return 0
	if ! command -v zip >/dev/null; then
		echo "package: zip is not installed, so no $1/all.zip"
		return 0
	fi
	rm -f "$1/all.zip"
	(cd "$1" && zip -qr all.zip "${dirs[@]}") &&
		echo "package: $1/all.zip ($(plural "${#dirs[@]}" problem))"
}

# closing_note: what a Hydro judge of default settings refuses in a
# domain not marked trusted (hydrojudge's isValidConfig): more than 100
# tests, more than 60 s of time limits in all, more than 512 MiB.
closing_note() {
	local over=() said
	(( secret_count > 100 )) &&
		over+=("$secret_count tests (testcases_max, 100)")
	(( secret_count * limit_ms > 60000 )) && over+=("$((secret_count *
		limit_ms / 1000)) s of time limits in all (total_time_limit, 60)")
	(( limit_mib > 512 )) && over+=("$limit_mib MiB (memoryMax, 512m)")
	[[ -z $io_name ]] || echo "package: $name reads $io_name.in and" \
		"writes $io_name.out on Hydro (filename:), as its contest did"
	(( ${#over[@]} )) || return 0
	said=$(printf '%s, ' "${over[@]}")
	echo "package: Hydro's judge refuses $name in a domain not trusted:" \
		"${said%, }: mark the domain trusted or raise those settings"
}
