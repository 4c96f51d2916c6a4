/*
 * interactor: the judge of interactive_tictactoe.  It plays o against
 * the program's x, from the test's start grid, by the test's strategy,
 * and checks the program's game against the test's requirement:
 *
 *   valid       every grid the program writes is the last grid it read
 *               with one '.' made 'x'; it stops when the game is over
 *   never_lose  valid, and the judge never wins
 *   always_win  valid, and once the program can force a win, it wins
 *   both        never_lose and always_win
 *
 * The input (the judge's alone; the program reads only its side):
 *
 *   first both        the program's side (first: x moved first), then
 *   ...               the requirement; the start grid, 3 rows
 *   .o.
 *   ...
 *   perfect           the strategy: perfect | random SEED | blunder K |
 *                     forks | moves CELL... (cells 1 to 9 in reading
 *                     order)
 *
 * The answer: the start's value for the program under perfect play,
 * win, draw or loss (the brute force's); the table here must agree, or
 * the judge fails.  The convention, and how each file is read:
 * tests/common/checker.h (`interactor INPUT ANSWER FEEDBACK_DIR`, the
 * program's output on stdin, its input on stdout).
 */
#define _POSIX_C_SOURCE 200809L	/* nanosleep */
#include <signal.h>
#include <time.h>

#include "../common/checker.h"

enum { CELLS = 9, CODES = 19683, PLAYED = 9, BELOW_ANY = -20 };
enum { PROGRAM = 1, JUDGE = 2 };	/* a cell's owner; 0 empty */

/* The board: cell[k] for k = 3 * row + column. */
static int cell[CELLS];

/* score[mover - 1][code]: the mover's score (+(e + 1) a win with e cells
 * still empty at its end, 0 a draw, -(e + 1) a loss), set once known. */
static signed char score[2][CODES];
static unsigned char known[2][CODES];

static const int line[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

static int code(void)
{
	int c = 0, k;

	for (k = CELLS - 1; k >= 0; k--)
		c = 3 * c + cell[k];
	return c;
}

static int owns_line(int who)
{
	int i;

	for (i = 0; i < 8; i++)
		if (cell[line[i][0]] == who && cell[line[i][1]] == who &&
		    cell[line[i][2]] == who)
			return 1;
	return 0;
}

static int empty_cells(void)
{
	int k, n = 0;

	for (k = 0; k < CELLS; k++)
		n += cell[k] == 0;
	return n;
}

/* The score of `mover` to move on the board (minimax, memoised). */
static int value(int mover)
{
	int c = code(), e = empty_cells(), best = BELOW_ANY, k, v;

	if (known[mover - 1][c])
		return score[mover - 1][c];
	if (owns_line(3 - mover))
		best = -(e + 1);
	else if (e == 0)
		best = 0;
	else
		for (k = 0; k < CELLS; k++) {
			if (cell[k])
				continue;
			cell[k] = mover;
			v = -value(3 - mover);
			cell[k] = 0;
			if (v > best)
				best = v;
		}
	known[mover - 1][c] = 1;
	score[mover - 1][c] = (signed char)best;
	return best;
}

/* The score of `mover`'s move k, to it: -value of the other after it. */
static int move_score(int mover, int k)
{
	int v;

	cell[k] = mover;
	v = -value(3 - mover);
	cell[k] = 0;
	return v;
}

/* The first empty cell of best score for `mover` (worst, if `worst`). */
static int extreme_move(int mover, int worst)
{
	int chosen = -1, chosen_score = 0, k, v;

	for (k = 0; k < CELLS; k++)
		if (!cell[k] && (v = move_score(mover, k),
				 chosen < 0 || (worst ? v < chosen_score
						: v > chosen_score)))
			chosen = k, chosen_score = v;
	return chosen;
}

/* The test: the requirement, the strategy and its parameters. */
static int never_lose, always_win;
static char strategy[16];
static long parameter;		/* random: the seed; blunder: K */
static int listed[PLAYED], listed_count;	/* moves: cells 0 to 8 */
static int program_first;

/* A cell owner's letter, and back. */
static char letter(int who)
{
	return ".xo"[who];
}

/* The first empty cell that completes a line of `who`'s, or -1. */
static int completing(int who)
{
	int k, wins;

	for (k = 0; k < CELLS; k++) {
		if (cell[k])
			continue;
		cell[k] = who;
		wins = owns_line(who);
		cell[k] = 0;
		if (wins)
			return k;
	}
	return -1;
}

/* The first empty cell after which `who` has two ways to complete a
 * line (a fork), or -1. */
static int forking(int who)
{
	int k, i, threats;

	for (k = 0; k < CELLS; k++) {
		if (cell[k])
			continue;
		cell[k] = who;
		for (threats = 0, i = 0; i < 8; i++)
			threats += (cell[line[i][0]] == who) +
				   (cell[line[i][1]] == who) +
				   (cell[line[i][2]] == who) == 2 &&
				   (!cell[line[i][0]] || !cell[line[i][1]] ||
				    !cell[line[i][2]]);
		cell[k] = 0;
		if (threats >= 2)
			return k;
	}
	return -1;
}

/* forks: win now, else block, else fork, else the centre, else the
 * first empty cell. */
static int fork_move(void)
{
	int k = completing(JUDGE);

	if (k < 0)
		k = completing(PROGRAM);
	if (k < 0)
		k = forking(JUDGE);
	if (k < 0 && !cell[4])
		k = 4;
	for (k = k < 0 ? 0 : k; cell[k]; k++)
		;
	return k;
}

/* A uniform empty cell, by a 64-bit LCG (Knuth's MMIX constants). */
static int random_move(void)
{
	static unsigned long long state;
	static int seeded;
	int k, pick;

	if (!seeded)
		state = (unsigned long long)parameter, seeded = 1;
	state = state * 6364136223846793005ULL + 1442695040888963407ULL;
	pick = (int)((state >> 33) % (unsigned long long)empty_cells());
	for (k = 0; cell[k] || pick-- > 0; k++)
		;
	return k;
}

/* The judge's n-th move (n from 1), by the test's strategy. */
static int judge_move(int n)
{
	if (strcmp(strategy, "random") == 0)
		return random_move();
	if (strcmp(strategy, "forks") == 0)
		return fork_move();
	if (strcmp(strategy, "blunder") == 0 && n == parameter)
		return extreme_move(JUDGE, 1);
	if (strcmp(strategy, "moves") == 0 && n <= listed_count &&
	    !cell[listed[n - 1]])
		return listed[n - 1];
	return extreme_move(JUDGE, 0);
}

/* The input's side: whether the program moved first. */
static void read_side(void)
{
	char word[16];

	read_word(&input, word, sizeof word, "the side");
	program_first = strcmp(word, "first") == 0;
	if (!program_first && strcmp(word, "second") != 0)
		broken(&input, "the input: side '%s'",
		      shown(word, strlen(word)));
}

/* The input's requirement, into never_lose and always_win. */
static void read_requirement(void)
{
	static const char *const needs[] = {"valid", "never_lose",
					    "always_win", "both"};
	char word[16];
	int i = 0;

	read_word(&input, word, sizeof word, "the requirement");
	while (i < 4 && strcmp(word, needs[i]) != 0)
		i++;
	if (i == 4)
		broken(&input, "the input: requirement '%s'",
		      shown(word, strlen(word)));
	never_lose = i == 1 || i == 3;
	always_win = i == 2 || i == 3;
}

/* The input's start grid, 3 rows of 3 cells from ".xo", into cell[]. */
static void read_start(void)
{
	char row[8];
	int r, c;

	for (r = 0; r < 3; r++) {
		if (read_word(&input, row, sizeof row, "a row") != 3)
			broken(&input, "the input: row %d is not 3 cells",
			      r + 1);
		for (c = 0; c < 3; c++) {
			if (!strchr(".xo", row[c]) || !row[c])
				broken(&input, "the input: row %d: a cell is "
				      "not '.', 'x' or 'o'", r + 1);
			cell[3 * r + c] = (int)(strchr(".xo", row[c]) - ".xo");
		}
	}
}

/* The moves strategy's cells, up to PLAYED, into listed[] as 0 to 8;
 * each must be a cell 1-9. */
static void read_listed(void)
{
	char word[16];
	int i;

	while (listed_count < PLAYED &&
	       next_word_of(&input, word, sizeof word, "a cell") > 0)
		listed[listed_count++] = (int)strtol(word, NULL, 10) - 1;
	for (i = 0; i < listed_count; i++)
		if (listed[i] < 0 || listed[i] >= CELLS)
			broken(&input, "the input: move %d is not a cell 1-9",
			      i + 1);
}

/* The input's strategy and its parameters. */
static void read_strategy(void)
{
	read_word(&input, strategy, sizeof strategy, "the strategy");
	if (strcmp(strategy, "random") == 0 ||
	    strcmp(strategy, "blunder") == 0)
		parameter = read_long(&input, 1, 1000000000L, "its number");
	else if (strcmp(strategy, "moves") == 0)
		read_listed();
	else if (strcmp(strategy, "perfect") != 0 &&
		 strcmp(strategy, "forks") != 0)
		broken(&input, "the input: strategy '%s'",
		      shown(strategy, strlen(strategy)));
}

/* The input: side, requirement, start grid, strategy; a fault of it is
 * the judge's. */
static void read_test(void)
{
	read_side();
	read_requirement();
	read_start();
	read_strategy();
}

/* Whether the program is to move: x and o alternate, x first when the
 * program moved first. */
static int program_to_move(void)
{
	int k, x = 0, o = 0;

	for (k = 0; k < CELLS; k++)
		x += cell[k] == PROGRAM, o += cell[k] == JUDGE;
	return program_first ? x == o : o == x + 1;
}

/* The start's value to the program, checked against the answer's. */
static void check_answer(void)
{
	static const char *const name[] = {"loss", "draw", "win"};
	char word[8];
	int v = program_to_move() ? value(PROGRAM) : -value(JUDGE);
	int sign = (v > 0) - (v < 0);

	if (!next_word_of(&answer, word, sizeof word, "the start's value"))
		return;	/* an empty answer (2025-09 packages): none to check */
	if (strcmp(word, name[sign + 1]) != 0)
		judge_failure("the answer says '%s', the interactor's table "
			      "'%s'", shown(word, strlen(word)), name[sign + 1]);
	read_end(&answer);
}

static void write_grid(void)
{
	int k;

	for (k = 0; k < CELLS; k++)
		printf("%c%s", letter(cell[k]), k % 3 == 2 ? "\n" : "");
	fflush(stdout);
}

/* The program's output ended where a grid (`what`) was due: it exited,
 * or it was stopped at its limit (one that did not flush: its grid never
 * came).  A wrong answer, said after a tenth of a second: a judge that gives
 * the validator's WA over a TLE when the validator exits first (DOMjudge)
 * then sees the stopped program's runner end first, and says TLE, as the
 * other judges do. */
static void output_ended(const char *what)
{
	struct timespec pause = {0, 100000000L};

	nanosleep(&pause, NULL);
	malformed(&output, "the output ends where %s was expected", what);
}

/* The program's grid of its move n: the last grid it read with one '.'
 * made 'x'.  The cell it took. */
static int read_program_move(int n)
{
	char row[8], what[40];
	size_t len;
	int r, c, k, taken = -1;

	for (r = 0; r < 3; r++) {
		sprintf(what, "row %d of move %d", r + 1, n);
		len = next_word_of(&output, row, sizeof row, what);
		if (len == 0)
			output_ended(what);
		if (len != 3)
			wrong("the output: move %d, row %d: '%s' is not 3 "
			      "cells", n, r + 1, shown(row, len));
		for (c = 0; c < 3; c++) {
			k = 3 * r + c;
			if (row[c] == letter(cell[k]))
				continue;
			if (!row[c] || !strchr(".xo", row[c]))
				wrong("the output: move %d, row %d, column %d: "
				      "'%s' is not '.', 'x' or 'o'", n, r + 1,
				      c + 1, shown(row + c, 1));
			if (cell[k] || row[c] != 'x' || taken >= 0)
				wrong("the output: move %d, row %d, column %d: "
				      "'%c' became '%c'%s", n, r + 1, c + 1,
				      letter(cell[k]), row[c], taken >= 0 ?
				      " (a second new x)" : "");
			taken = k;
		}
	}
	if (taken < 0)
		wrong("the output: move %d: the grid it read, with no new x",
		      n);
	return taken;
}

/* The program's first move that let a win go ([0]: to a draw or a
 * loss) and its first that let the game be lost ([1]: from a win or a
 * draw): its number, its cell, the values before and after (-1 loss, 0
 * draw, 1 win). */
static struct {
	int move, cell, from, to;
} slip[2];

static void note(int n, int k, int before, int after)
{
	int from = (before > 0) - (before < 0), to = (after > 0) - (after < 0);
	int which;

	for (which = 0; which < 2; which++)
		if ((which ? from >= 0 && to < 0 : from > 0 && to <= 0) &&
		    !slip[which].move)
			slip[which].move = n, slip[which].cell = k,
			slip[which].from = from, slip[which].to = to;
}

static int game_over(void)
{
	return owns_line(PROGRAM) || owns_line(JUDGE) || !empty_cells();
}

/* The requirement, at the game's end. */
static void judge_game(void)
{
	static const char *const name[] = {"a loss", "a draw", "a win"};
	int which = never_lose && owns_line(JUDGE) ? 1 : 0;

	if (which || (always_win && slip[0].move && !owns_line(PROGRAM)))
		wrong("move %d, x at row %d, column %d, turned %s into %s%s",
		      slip[which].move, slip[which].cell / 3 + 1,
		      slip[which].cell % 3 + 1, name[slip[which].from + 1],
		      name[slip[which].to + 1], which ? "; the judge won" :
		      "; the game was not won");
}

static void check(void)
{
	int moves = 0, judged = 0, k, before;

#ifdef SIGPIPE
	signal(SIGPIPE, SIG_IGN);	/* a program gone: read as such */
#endif
	read_test();
	check_answer();
	printf("%s\n", program_first ? "first" : "second");
	while (!game_over()) {
		if (program_to_move()) {
			write_grid();
			before = value(PROGRAM);
			k = read_program_move(++moves);
			cell[k] = PROGRAM;
			note(moves, k, before, -value(JUDGE));
		} else {
			cell[judge_move(++judged)] = JUDGE;
			if (game_over())
				write_grid();
		}
	}
	/* Its output to its end, its input left open: the program ends
	 * itself, as the statement asks (one that waits for more is TLE).
	 * Closing it first would be the end of its input, but DOMjudge's
	 * runpipe errs on a validator that closes its output before it
	 * exits (1 run in 60 here, "failed to read from pipe"). */
	read_end(&output);
	judge_game();
}
