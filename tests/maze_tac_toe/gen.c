/*
 * Generator for maze_tac_toe.
 *
 *   gen hack SEED                  make hack's inputs: the arguments of
 *                                  gen SEED N WALLS MOVES picked by the
 *                                  seed, the largest and emptiest mazes
 *                                  among them
 *   gen SEED                       half the seeds a structured maze (as
 *                                  below), half a random one
 *   gen SEED N [WALLS [MOVES]]     an N x N maze walled at the border;
 *                                  each inner cell a wall with WALLS
 *                                  percent chance, else a move with MOVES
 *                                  percent chance (random kind of the 18),
 *                                  else empty; one start among the open
 *                                  cells
 *   gen corridor SEED N MOVES      a one-cell-wide corridor snaking through
 *                                  the whole N x N maze, the start at one
 *                                  end, MOVES percent of it moves
 *   gen serpentine SEED N [REPEAT] the worst shape found: a one-cell
 *                                  corridor snaking through the maze
 *                                  (every other column from column 3 on,
 *                                  joined at alternate ends: a row flood
 *                                  crawls it a row at a time), the start
 *                                  at its head, and column 2, beside the
 *                                  corridor's first run, all moves: the
 *                                  18 kinds
 *                                  once (REPEAT 0, by default, leaving
 *                                  the rest of the column walls) or
 *                                  again and again to its end (REPEAT 1),
 *                                  in an order SEED shuffles; every board
 *                                  then floods the whole corridor
 *   gen comb SEED N                one open column (the corridor, the
 *                                  start at its top), the cells left of
 *                                  it moves, nine in ten M22, the cells
 *                                  right of it random moves: many moves
 *                                  beside one component, few distinct
 *   gen columns SEED N             open columns every third column,
 *                                  joined by the open top row, the start
 *                                  at its left end; random moves in every
 *                                  other cell
 *   gen structured SEED [N]        walls, cut by long straight runs at
 *                                  random rows and columns, rooms and at
 *                                  times a serpentine; moves scattered,
 *                                  and a winning line's three moves strung
 *                                  along the far end of a run; the start
 *                                  often at the end of a run, so that a
 *                                  flood must cross its whole length
 */
#include <string.h>

#include "../common/gen.h"

static char cell[25][25][4];

static void random_move(char *s)
{
	s[0] = rng_range(0, 1) ? 'M' : 'O';
	s[1] = (char)('1' + rng_range(0, 2));
	s[2] = (char)('1' + rng_range(0, 2));
}

/* Whether (r, c) is an inner cell of the n x n maze, inside its border. */
static int inside(long n, long r, long c)
{
	return r > 0 && c > 0 && r < n - 1 && c < n - 1;
}

/* Opens [r0, r1] x [c0, c1] (inner cells only) as empty cells. */
static void carve(long n, long r0, long r1, long c0, long c1)
{
	long r, c;

	for (r = r0 < 1 ? 1 : r0; r <= r1 && r < n - 1; r++)
		for (c = c0 < 1 ? 1 : c0; c <= c1 && c < n - 1; c++)
			strcpy(cell[r][c], "...");
}

/* Opens a serpentine in the walls: every odd row whole, the even rows
 * between them one cell each, at alternating ends. */
static void carve_serpentine(long n)
{
	long r;

	for (r = 1; r < n - 1; r++)
		carve(n, r, r, r % 2 ? 1 : r % 4 == 2 ? n - 2 : 1,
		      r % 2 ? n - 2 : r % 4 == 2 ? n - 2 : 1);
}

/* Opens up to two rooms, each up to 6 x 6, at random places. */
static void carve_rooms(long n)
{
	long i, r, c, height, width;

	for (i = rng_range(0, 2); i > 0; i--) {
		r = rng_range(1, n - 2), c = rng_range(1, n - 2);
		/* drawn in this order, not as two arguments of one call,
		 * whose order C leaves to the compiler */
		width = rng_range(0, 5), height = rng_range(0, 5);
		carve(n, r, r + height, c, c + width);
	}
}

/* A winning line's three moves, strung along the last three cells of the
 * run from..to at row (across) or column `at`. */
static void string_win(long at, long to, long across)
{
	int line = (int)rng_range(0, 7);
	int moo = (int)rng_range(0, 1);
	long k;

	for (k = 0; k < 3; k++) {
		char *s = across ? cell[at][to - 2 + k] : cell[to - 2 + k][at];
		s[0] = (k == 0) == moo ? 'M' : 'O';
		s[1] = (char)('1' + line_cell(line, k) / 3);
		s[2] = (char)('1' + line_cell(line, k) % 3);
	}
}

/* Opens a long straight run at a random row or column; the first run
 * (first) also places the start on it, often at one end; at times a win
 * is strung along its far end. */
static void carve_run(long n, int first, long *start_r, long *start_c)
{
	long at = rng_range(1, n - 2), from = rng_range(1, n - 2);
	long to = rng_range(from, n - 2), across = rng_range(0, 1);

	if (across)
		carve(n, at, at, from, to);
	else
		carve(n, from, to, at, at);
	if (first) {	/* the start: often at one end */
		long on = rng_range(0, 1) ? from : rng_range(from, to);
		*start_r = across ? at : on;
		*start_c = across ? on : at;
	}
	if (to - from >= 2 && rng_range(0, 1))	/* a win */
		string_win(at, to, across);
}

/* Turns each empty inner cell into a random move with `moves` percent
 * chance. */
static void scatter_moves(long n, long moves)
{
	long r, c;

	for (r = 1; r < n - 1; r++)
		for (c = 1; c < n - 1; c++)
			if (!strcmp(cell[r][c], "...")
			    && rng_range(1, 100) <= moves)
				random_move(cell[r][c]);
}

/* A structured maze: see the usage above. */
static void structured(long n)
{
	long runs = rng_range(1, 6), moves = rng_range(0, 40), i, r, c;
	long start_r = n / 2, start_c = n / 2;

	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			strcpy(cell[r][c], "###");
	if (rng_range(0, 3) == 0)
		carve_serpentine(n);
	carve_rooms(n);
	for (i = 0; i < runs; i++)	/* long runs, then moves along */
		carve_run(n, i == 0, &start_r, &start_c);
	scatter_moves(n, moves);
	strcpy(cell[start_r][start_c], "BBB");
}

/* The 18 kinds of move, M11 to O33, in an order the seed shuffles. */
static void shuffled_kinds(char kinds[18][4])
{
	long k;

	for (k = 0; k < 18; k++)
		sprintf(kinds[k], "%c%ld%ld", k < 9 ? 'M' : 'O', k % 9 / 3 + 1,
			k % 3 + 1);
	for (k = 17; k > 0; k--) {	/* shuffled */
		long j = rng_range(0, k);
		char t[4];
		strcpy(t, kinds[k]), strcpy(kinds[k], kinds[j]);
		strcpy(kinds[j], t);
	}
}

/* Whether (r, c), row r as the serpentine is built, is on its corridor:
 * a run (every even row from 2 on) or a joint at alternate ends. */
static int on_serpentine(long n, long r, long c)
{
	int run = r >= 2 && r % 2 == 0;
	int joint = r >= 3 && r % 2 == 1 && c == (r % 4 == 3 ? n - 2 : 1);

	return run || joint;
}

/* The serpentine (see the usage above) into cell. */
static void serpentine(long n, long repeat)
{
	char kinds[18][4];
	long r, c;

	shuffled_kinds(kinds);
	/* built row-wise, stored transposed: runs are columns */
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			int inner = inside(n, r, c);
			strcpy(cell[c][r], inner && on_serpentine(n, r, c)
					   ? "..." : "###");
			if (inner && r == 1 && (c <= 18 || repeat))
				strcpy(cell[c][r], kinds[(c - 1) % 18]);
		}
	strcpy(cell[1][2], "BBB");
}

/* The comb or the columns (see the usage above) into cell. */
static void adversary(int comb, long n)
{
	long r, c, corridor = n / 2;

	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			int inner = inside(n, r, c);
			int open = comb ? c == corridor : c % 3 == 1 || r == 1;
			strcpy(cell[r][c], !inner ? "###"
					   : open ? "..." : "M22");
			if (inner && !open && (!comb || c > corridor
					       || rng_range(1, 10) == 1))
				random_move(cell[r][c]);
		}
	strcpy(cell[1][comb ? corridor : 1], "BBB");
}

/* Whether (r, c) may be open in a random maze: an inner cell, and in a
 * corridor one on it (every other row, joined at alternating ends). */
static int may_open(long n, long r, long c, int corridor)
{
	int inner = inside(n, r, c);

	if (corridor)
		inner = inner && (r % 2 == 1 || c == (r % 4 == 2 ? n - 2 : 1));
	return inner;
}

/* Walls everywhere but where a cell may be open: there a wall with
 * `walls` percent chance, else a move with `moves` percent chance, else
 * empty; returns how many cells are open (moves or empty). */
static long fill_random(long n, int corridor, long walls, long moves)
{
	long r, c, open = 0;

	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			char *s = cell[r][c];
			strcpy(s, "###");
			if (!may_open(n, r, c, corridor)
			    || rng_range(1, 100) <= walls)
				continue;
			open++;
			if (rng_range(1, 100) <= moves)
				random_move(s);
			else
				strcpy(s, "...");
		}
	return open;
}

/* The start on one of the `open` open cells: the first in a corridor, a
 * random one otherwise; the centre when none is open. */
static void place_start(long n, long open, int corridor)
{
	long r, c, pick;

	if (open == 0) {	/* no room: make the centre the start */
		strcpy(cell[n / 2][n / 2], "BBB");
		return;
	}
	pick = corridor ? 0 : rng_range(0, open - 1);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			if (strcmp(cell[r][c], "###") != 0 && pick-- == 0)
				strcpy(cell[r][c], "BBB");
}

static void print_maze(long n)
{
	long r, c;

	printf("%ld\n", n);
	for (r = 0; r < n; r++) {
		for (c = 0; c < n; c++)
			fputs(cell[r][c], stdout);
		putchar('\n');
	}
}

/* gen serpentine SEED N [REPEAT] into cell; returns N. */
static long serpentine_maze(int argc, char **argv, const char *usage)
{
	long n;

	rng_state = (uint64_t)arg_number(argv[2], 0, 1L << 62, usage);
	n = arg_number(argv[3], 4, 25, usage);
	serpentine(n, argc == 5 ? arg_number(argv[4], 0, 1, usage) : 0);
	return n;
}

/* gen comb SEED N or gen columns SEED N into cell; returns N. */
static long adversary_maze(char **argv, const char *usage)
{
	long n;

	rng_state = (uint64_t)arg_number(argv[2], 0, 1L << 62, usage);
	n = arg_number(argv[3], 4, 25, usage);
	adversary(strcmp(argv[1], "comb") == 0, n);
	return n;
}

/* gen SEED [N [WALLS [MOVES]]] or gen corridor SEED N MOVES, the seed
 * already set, into cell; what is not given is picked; returns N. */
static long random_maze(int argc, char **argv, int corridor,
			const char *usage)
{
	long n, walls, moves;

	n = argc > 2 + corridor ? arg_number(argv[2 + corridor], 3, 25, usage)
				: rng_range(3, 25);
	walls = corridor ? 0 : argc > 3 ? arg_number(argv[3], 0, 100, usage)
					: rng_range(0, 40);
	moves = argc > 4 ? arg_number(argv[4], 0, 100, usage)
			 : rng_range(0, 60);
	place_start(n, fill_random(n, corridor, walls, moves), corridor);
	return n;
}

/* gen SEED [N [WALLS [MOVES]]], gen corridor SEED N MOVES or gen
 * structured SEED [N] into cell (gen SEED alone: half the seeds a
 * structured maze); returns N. */
static long seeded_maze(int argc, char **argv, const char *usage)
{
	int corridor = argc == 5 && strcmp(argv[1], "corridor") == 0;
	int shaped = argc >= 3 && strcmp(argv[1], "structured") == 0;
	long n;

	usage_unless(argc >= 2 && argc <= 5 && (!shaped || argc <= 4), usage);
	rng_state = (uint64_t)arg_number(argv[1 + corridor + shaped], 0,
					 1L << 62, usage);
	if (shaped || (argc == 2 && rng_range(0, 1))) {
		n = argc == 4 ? arg_number(argv[3], 3, 25, usage)
			      : rng_range(3, 25);
		structured(n);
		return n;
	}
	return random_maze(argc, argv, corridor, usage);
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [N [WALLS [MOVES]]] | "
			    "gen corridor SEED N MOVES | "
			    "gen serpentine SEED N [REPEAT] | "
			    "gen comb SEED N | gen columns SEED N | "
			    "gen structured SEED [N]";
	long n;
	/* gen hack SEED, for make hack: the largest and emptiest mazes */
	static const char *const edges[][8] = {{"25", "25", "12", NULL},
		{"0", "0", "10", "30", NULL}, {"10", "30", "60", "100", NULL}};

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 3, edges);
	if (argc >= 4 && argc <= 5 && strcmp(argv[1], "serpentine") == 0)
		n = serpentine_maze(argc, argv, usage);
	else if (argc == 4 && (strcmp(argv[1], "comb") == 0
			       || strcmp(argv[1], "columns") == 0))
		n = adversary_maze(argv, usage);
	else
		n = seeded_maze(argc, argv, usage);
	print_maze(n);
	return 0;
}
