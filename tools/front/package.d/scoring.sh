# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# scoring.sh: a package scored as the problem's source scored it (its
# manifest's judging.scoring: tests or groups; all, and the package's
# pass-fail, leave it pass-fail), in each format's own terms.
#
#   legacy (problemtools, DOMjudge)     2025-09 (its specification)
#   type: scoring, graders/grader.c     type: scoring
#   a group: data/secret/groupK/, K its place in judging.groups,
#     accept_score its points, min      secret/groupK/: max_score its
#                                       points, pass-fail
#   each test alike: data/secret/P-NAME/, P its place, padded,
#     accept_score 100, secret/ avg     flat secret/: max_score 100
#                                       summed, a test 100/N
#
# Legacy gives each test of a scoring: tests problem a folder of its
# own because DOMjudge scores a folder of tests as one: its accept_score
# when every test in it passes, else 0.  data/secret/ is graded by our
# grader (tools/core/grader.c): problemtools' own accepts a program
# that scores some points only under accept_if_any_accepted or
# always_accept, flags DOMjudge warns it does not know.

# scored: status 0 when the package carries scores.
scored() { [[ $scoring_kind != pass-fail ]] && scored_problem; }

# scoring_type: the problem.yaml lines of a scored package's type.
scoring_type() {
	scored || return 0
	if [[ $format == 2025-09 ]]; then
		[[ $compare == interactive ]] &&
			echo "type: [scoring, interactive]" || echo "type: scoring"
	else
		printf 'type: scoring\ngrading:\n  show_test_data_groups: true\n'
	fi
}

# for_domjudge: where a scored 2025-09 package is no package for
# DOMjudge, one line naming the zip it takes: DOMjudge reads no 2025-09
# score (max_score, submissions.yaml's score), so it would judge every
# group worth nothing, silently, and its importer stops on a type of
# two values ([scoring, interactive]).  The legacy zip is scored the
# same, in the terms DOMjudge reads.
for_domjudge() {
	[[ $format == 2025-09 ]] && scored || return 0
	local why="it reads no 2025-09 score, so the problem would score 0"
	[[ $compare == interactive ]] && why="its importer stops on"
	[[ $compare == interactive ]] && why+=" type: [scoring, interactive]"
	echo "package: for DOMjudge, take dist/package/$name.zip (make" \
		"package P=$slug, legacy), scored the same: $why"
}

# points_of SOURCE: the score a wrong submission's header claims, as the
# judges read it: ` * Points: N` (of 100, its groups') or ` * Points: K
# of N tests` (each test alike: 100 K / N, to nine places, cut short as
# DOMjudge cuts it); nothing where it claims none.  Status 1, saying
# why, when N is not the package's count of secret tests.
points_of() {
	local claim k n
	scored || return 0
	claim=$(points_claimed_by "$1")
	[[ -n $claim && $claim != 0* ]] || return 0
	if [[ $claim != *tests ]]; then
		echo "$claim"
		return 0
	fi
	read -r k _ n _ <<<"$claim"
	if (( n != secret_count )); then
		echo "package: $1 says $claim; the package has" \
			"$secret_count secret tests" >&2
		return 1
	fi
	k=$(( 100 * k * 1000000000 / n ))
	printf '%d.%09d\n' $((k / 1000000000)) $((k % 1000000000))
}

# score_range POINTS: 2025-09's score of a submission, which must equal
# its own: POINTS when whole, else the range of the nine places cut.
score_range() {
	local cut=${1#*.}
	[[ $1 == *.* ]] || { echo "$1"; return; }
	cut=$((10#$cut + 1))
	printf '[%s, %d.%09d]\n' "$1" $((${1%.*} + cut / 1000000000)) \
		$((cut % 1000000000))
}

# group_yaml FILE POINTS: a scored group's own testdata.yaml: all its
# tests or nothing (min), judged no further after a failure.
group_yaml() {
	printf 'on_reject: break\naccept_score: %s\nrange: 0 %s\n%s\n%s\n' \
		"$2" "$2" "grading: default" "grader_flags: min" >"$1"
}

# score_layout: the secret tests into their folders, and the files that
# score them (see above).
score_layout() {
	local in dir k word
	scored || return 0
	if [[ $format == 2025-09 ]]; then
		[[ $scoring == groups ]] || return 0
		for in in "$pkg"/data/secret/*.in; do
			group_of -v k "$in"
			dir=$pkg/data/secret/group${k% *}
			mkdir -p "$dir" && mv "$in" "${in%.in}.ans" "$dir/"
			[[ -e $dir/test_group.yaml ]] && continue
			echo "max_score: ${k#* }" >"$dir/test_group.yaml"
			[[ -e $pkg/data/secret/test_group.yaml ]] &&
				cat "$pkg/data/secret/test_group.yaml" \
					>>"$dir/test_group.yaml"
		done
		return 0
	fi
	mkdir -p "$pkg/graders" && cp tools/core/grader.c "$pkg/graders/" || exit 2
	printf 'on_reject: continue\nrange: 0 100\ngrader_flags: %s\n' \
		ignore_sample >"$pkg/data/testdata.yaml"
	printf 'on_reject: continue\nrange: 0 0\naccept_score: 0\n%s\n' \
		"grader_flags: sum" >"$pkg/data/sample/testdata.yaml"
	printf 'on_reject: continue\nrange: 0 100\n%s\ngrader_flags: %s\n' \
		"grading: custom" "$([[ $scoring == tests ]] && echo avg ||
			echo sum)" >"$pkg/data/secret/testdata.yaml"
	# a test's folder: its place in the judges' order (bytes), padded
	# as problemtools asks (shape-10x10 would sort before shape-10x2)
	local place=0 width=${#secret_count}
	while IFS= read -r in; do
		if [[ $scoring == tests ]]; then
			place=$((place + 1)) k=100
			dir=$(printf '%s/%0*d-%s' "${in%/*}" "$width" "$place" \
				"$(basename "${in%.in}")")
		else
			group_of -v k "$in"
			dir=$pkg/data/secret/group${k% *} k=${k#* }
		fi
		mkdir -p "$dir" && mv "$in" "${in%.in}.ans" "$dir/"
		[[ -e $dir/testdata.yaml ]] || group_yaml "$dir/testdata.yaml" "$k"
	done < <(printf '%s\n' "$pkg"/data/secret/*.in | LC_ALL=C sort)
}
